import { labelEffect } from './src/action/browser/labels.ts';
for (const p of process.argv.slice(2)) console.log(p, '=>', JSON.stringify(labelEffect(p, [])));
