import { writeFileSync } from 'node:fs';
import { CLIENT_TYPES_PATH, clientTypesOf } from './clientTypes';
import { servedOpenApiDocument } from './openapiDocument';

/** `npm run generate:client`: the example client's types from the document the server serves. */
writeFileSync(CLIENT_TYPES_PATH, await clientTypesOf(await servedOpenApiDocument()));
console.log(`wrote ${CLIENT_TYPES_PATH}`);
