const fs=require('fs'),zlib=require('zlib');const {SourceMapConsumer}=require('source-map-js');
const file=process.argv[2];const code=fs.readFileSync(file,'utf8');const map=new SourceMapConsumer(JSON.parse(fs.readFileSync(file+'.map','utf8')));
const lines=code.split('\n');const maps=[];map.eachMapping(m=>maps.push(m));
maps.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
const lineStart=[];let o=0;for(const l of lines){lineStart.push(o);o+=l.length+1;}
const ranges={};
for(let i=0;i<maps.length;i++){const m=maps[i],n=maps[i+1];const end=n&&n.generatedLine===m.generatedLine?n.generatedColumn:lines[m.generatedLine-1].length;
 const src=(m.source||'?').replace(/.*node_modules\//,'nm/').replace(/.*\/(apps|packages)\//,'$1/');
 (ranges[src]??=[]).push([lineStart[m.generatedLine-1]+m.generatedColumn,lineStart[m.generatedLine-1]+end]);}
const gz=(s)=>zlib.gzipSync(s,{level:9}).length;const full=gz(code);
const pats=process.argv.slice(3);
for(const p of pats){const re=new RegExp(p);const cut=new Uint8Array(code.length);
 for(const [s,r] of Object.entries(ranges)) if(re.test(s)) for(const [a,b] of r) cut.fill(1,a,b);
 let out='';for(let i=0;i<code.length;i++) if(!cut[i]) out+=code[i];
 console.log(p.padEnd(40),((full-gz(out))/1024).toFixed(2),'KB gz');}
