# syntax=docker/dockerfile:1
# One Dockerfile for every image of docker-compose.yml; each service builds its own target:
#   command-api, read-api, projections, processes (Node, TypeScript run by tsx exactly as in the repo) and
#   proxy (nginx with the built UI).

FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
# Manifests first, so the slow install is cached until a dependency changes. npm ci needs every
# workspace's manifest to match the lockfile, even of workspaces no image runs.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY events/package.json events/
COPY platform/package.json platform/
COPY command-api/package.json command-api/
COPY projections/package.json projections/
COPY processes/package.json processes/
COPY read-api/package.json read-api/
COPY ui/package.json ui/
COPY launcher/package.json launcher/
COPY testing/package.json testing/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY lint/package.json lint/
# The repo runs without dependencies' install scripts (package.json "allowScripts"); so does the image.
# Development dependencies stay: tsx runs the services and vite builds the UI.
RUN npm ci --ignore-scripts --no-audit --no-fund

FROM dependencies AS ui-build
COPY tsconfig.base.json ./
# The UI takes its types and the few pure helpers it shares with the servers (positions, filters,
# views) from contracts/, and imports nothing else of the servers'.
COPY contracts/ contracts/
COPY ui/ ui/
RUN npm run build -w @more-ai/ui

FROM dependencies AS services
ENV NODE_ENV=production
COPY tsconfig.base.json tsconfig.json ./
COPY contracts/ contracts/
COPY events/ events/
COPY platform/ platform/
COPY command-api/ command-api/
COPY projections/ projections/
COPY processes/ processes/
COPY read-api/ read-api/
# The entry points composed in launcher/: the command-api with the projectors' queries it shows,
# the processes with the command-api's pipeline that carries out their commands.
COPY launcher/ launcher/
# The bundled movie catalog, imported by the seed step at start.
COPY catalog/ catalog/
USER node

FROM services AS command-api
EXPOSE 3001
CMD ["npx", "tsx", "launcher/src/services/command-api.ts"]

FROM services AS read-api
EXPOSE 3002
CMD ["npx", "tsx", "launcher/src/services/read-api.ts"]

FROM services AS projections
EXPOSE 3003
CMD ["npx", "tsx", "launcher/src/services/projections.ts"]

FROM services AS processes
EXPOSE 3004
CMD ["npx", "tsx", "launcher/src/services/processes.ts"]

FROM nginx:1.28-alpine AS proxy
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/security-headers.conf /etc/nginx/security-headers.conf
COPY --from=ui-build /app/ui/dist /usr/share/nginx/html
EXPOSE 80
