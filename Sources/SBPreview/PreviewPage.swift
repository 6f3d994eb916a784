import SBDiff
import SBLayout

/// The preview's pages: self-contained HTML, CSS and JavaScript (nothing loaded from elsewhere).
package enum PreviewPage {
    /// The list of scenes, for a preview of several: each one's picture as a thumbnail, and its
    /// path as the command line gave it (two `home.json` in two folders tell apart).
    /// - Parameters:
    ///   - paths: the scene files as the command line gave them.
    ///   - names: their names in addresses (``PreviewServer/names``).
    package static func index(paths: [String], names: [String]) -> String {
        let items = zip(paths, names).map { path, name in
            "<li><a href=\"/scenes/\(escaped(name))/\"><img src=\"/scenes/\(escaped(name))/picture.png\" alt=\"\" loading=\"lazy\" onerror=\"this.style.visibility='hidden'\"><span>\(escaped(path))</span></a></li>"
        }.joined()
        return """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><title>sbrender preview</title>
        <style>\(style)</style></head><body class="index"><main><h1>sbrender preview</h1><ul class="scenes">\(items)</ul></main></body></html>
        """
    }

    /// One scene's page: it reads the scene's state and follows its events. Its addresses are
    /// relative to `base` (`/scenes/NAME/`), which the page names; it sends `token` with each
    /// change of settings.
    /// - Parameters:
    ///   - name: the scene's title.
    ///   - base: the scene's address, ending in a slash.
    ///   - token: the server's ``PreviewServer/token``.
    ///   - back: whether the page links back to the list of scenes (a preview of several).
    package static func scene(name: String, base: String, token: String = "", back: Bool = false) -> String {
        let devices = DevicePreset.ids.map { "<option>\(escaped($0))</option>" }.joined()
        return """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><base href="\(escaped(base))">
        <meta name="sbrender-token" content="\(escaped(token))">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escaped(name)) · sbrender preview</title><style>\(style)</style></head>
        <body data-name="\(escaped(name))">
        <header>
          <div class="title">\(back ? "<a id=\"back\" href=\"/\" title=\"All scenes\">‹ Scenes</a>" : "")<span id="status" class="dot" title="live"></span><h1>\(escaped(name))</h1></div>
          <form id="options" autocomplete="off">
            <label>Scale <select name="scale"><option value="">scene</option><option>1</option><option>2</option><option>3</option></select></label>
            <label>Time <input name="time" type="number" min="0" max="3600" step="0.05" placeholder="scene"></label>
            <label id="page-field">Page <input name="page" type="number" min="0" max="10000" step="1" placeholder="scene"></label>
            <label class="check"><input name="editing" type="checkbox" value="1"> Editing</label>
            <label id="device-field">Device <select name="device"><option value="">scene</option>\(devices)</select></label>
            <label id="appearance-field">Appearance <select name="appearance"><option value="">scene</option><option>light</option><option>dark</option></select></label>
            <label id="orientation-field">Orientation <select name="orientation"><option value="">scene</option><option>portrait</option><option>landscape</option></select></label>
            <label id="system-field">System <select name="system"><option value="">scene</option><option>ios18</option><option>ios26</option></select></label>
            <label id="icons-field">Icons <select name="icons"><option value="">scene</option><option>default</option><option>dark</option><option>clear</option><option>tinted</option></select></label>
            <label id="compare-field" class="check" title="The other appearance beside the picture"><input name="compare" type="checkbox" value="1"> Light &amp; dark</label>
            <label>Animation <select name="animation" id="animation-choice"><option value="">none</option></select></label>
          </form>
          <div class="tools">
            <div id="zoom" class="segmented" role="group" aria-label="Zoom"><button type="button" data-zoom="fit" title="Fit the window (0)">Fit</button><button type="button" data-zoom="1" title="One picture pixel per screen pixel (1)">1:1</button><button type="button" data-zoom="2" title="Two screen pixels per picture pixel, crisp (2)">2:1</button></div>
            <a id="download" class="button" download title="Download the picture (PNG)">PNG</a>
            <a id="download-apng" class="button" download hidden title="Download the animation (APNG)">APNG</a>
            <button id="help-button" type="button" title="Keyboard shortcuts (?)">?</button>
            <button id="copy" type="button" title="Copy the sbrender command line that writes this">Copy command</button>
          </div>
        </header>
        <div id="help" hidden><h2>Keyboard</h2><dl>
          <dt>Space</dt><dd>play or pause the animation (pause keeps the frame shown)</dd>
          <dt>← →</dt><dd>step one frame back or on</dd>
          <dt>[ ]</dt><dd>the page before or after</dd>
          <dt>0 1 2</dt><dd>zoom to fit, 1:1, 2:1</dd>
          <dt>?</dt><dd>show or hide this list</dd></dl></div>
        <main>
          <section id="stage">
            <div id="frame">
              <div id="pair"><div id="shot"><img id="picture" alt="the scene"><div id="overlay"><div id="outlines"></div></div></div>
              <figure id="variant-box" hidden><img id="variant" alt="the scene in its other appearance"><figcaption></figcaption></figure></div>
              <div id="error" hidden><strong id="error-where"></strong><pre id="error-text"></pre><span>The last good picture (above) stays until the scene draws again.</span></div>
              <div id="empty">Drawing…</div>
            </div>
            <div id="player" hidden>
              <button id="play" type="button" aria-label="Play">Pause</button>
              <input id="scrubber" type="range" min="0" max="0" value="0" step="1">
              <span id="frame-label"></span>
            </div>
            <code id="command"></code>
          </section>
          <aside>
            <section id="inspector"><h2>Element</h2><p class="hint">Hover over the picture or the list.</p><dl id="details"></dl></section>
            <section><h2>Elements <span id="count"></span></h2><ol id="elements"></ol></section>
            <section><h2>Files watched</h2><ul id="files"></ul></section>
          </aside>
        </main>
        <script>\(script)</script>
        </body></html>
        """
    }

    /// `text` safe inside HTML (the report's escaping).
    static func escaped(_ text: String) -> String { HTMLText.escape(text) }

    static let style = """
    :root{color-scheme:light dark;--bg:#f4f4f2;--panel:#ffffff;--line:#dedcd8;--text:#1d1d1f;--muted:#6e6e73;--accent:#0a84ff;--bad:#d70015;--stage:#e9e8e5}
    @media (prefers-color-scheme:dark){:root{--bg:#161617;--panel:#1f1f21;--line:#323236;--text:#ececee;--muted:#98989d;--accent:#409cff;--bad:#ff453a;--stage:#111112}}
    *{box-sizing:border-box}html,body{height:100%}[hidden]{display:none!important}
    body{margin:0;background:var(--bg);color:var(--text);font:13px/1.4 -apple-system,system-ui,"Segoe UI",Helvetica,Arial,sans-serif;display:flex;flex-direction:column}
    header{display:flex;align-items:center;gap:12px;padding:8px 14px;border-bottom:1px solid var(--line);background:var(--panel);flex-wrap:wrap}
    .title{display:flex;align-items:center;gap:8px;min-width:0}h1{font-size:14px;font-weight:600;margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .dot{width:8px;height:8px;border-radius:50%;background:#30d158;flex:none}.dot.drawing{background:#ff9f0a}.dot.error{background:var(--bad)}.dot.offline{background:var(--muted)}
    form{display:flex;gap:6px 12px;align-items:center;flex-wrap:wrap;order:3;flex-basis:100%}
    label{display:flex;align-items:center;gap:6px;color:var(--muted)}label.check{gap:4px}
    input,select,button{font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:3px 6px}
    input[type=number]{width:64px}button{cursor:pointer;padding:4px 10px}button:hover{border-color:var(--accent)}
    #copy{background:var(--accent);border-color:var(--accent);color:#fff}
    main{flex:1;display:flex;min-height:0}
    #stage{flex:1;display:flex;flex-direction:column;align-items:safe center;justify-content:safe center;gap:12px;padding:24px;background:var(--stage);min-width:0;overflow:auto}
    #frame{display:flex}#shot{position:relative;display:flex}#pair{display:flex;gap:16px;align-items:flex-start}
    #variant-box{margin:0;display:flex;flex-direction:column;gap:4px;align-items:center}#variant-box figcaption{color:var(--muted);font-size:11px}
    #variant{box-shadow:0 1px 3px rgba(0,0,0,.2),0 8px 30px rgba(0,0,0,.18);border-radius:2px}
    #picture{display:block;box-shadow:0 1px 3px rgba(0,0,0,.2),0 8px 30px rgba(0,0,0,.18);border-radius:2px;background:repeating-conic-gradient(#ccc 0 25%,#fff 0 50%) 0 0/16px 16px}
    #picture:not([src]){display:none}
    #overlay{position:absolute;left:0;top:0;pointer-events:none}#outlines{position:absolute;left:0;top:0;transform-origin:0 0}
    .outline{position:absolute;border:1.5px solid var(--accent);background:rgba(10,132,255,.12);border-radius:2px}
    #frame{flex-direction:column;align-items:center;gap:10px}
    #error{position:static;align-self:stretch;min-width:320px;max-width:720px;background:rgba(30,0,4,.9);color:#fff;border-left:4px solid var(--bad);border-radius:8px;padding:12px 14px;box-shadow:0 6px 24px rgba(0,0,0,.35)}
    #error strong{display:block;color:#ff8a80;font:600 12px ui-monospace,Menlo,monospace;margin-bottom:4px}
    #error pre{margin:0 0 6px;white-space:pre-wrap;font:12px/1.45 ui-monospace,Menlo,monospace}#error span{color:#cfcfd4;font-size:11px}
    #empty{color:var(--muted);padding:40px}
    #player{display:flex;align-items:center;gap:10px;width:min(560px,100%)}#scrubber{flex:1}#frame-label{color:var(--muted);font-variant-numeric:tabular-nums;min-width:120px}
    #command{color:var(--muted);font:11px ui-monospace,Menlo,monospace;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
    aside{width:320px;flex:none;border-left:1px solid var(--line);background:var(--panel);overflow:auto;padding:4px 0}
    aside section{padding:10px 16px;border-bottom:1px solid var(--line)}
    h2{font-size:11px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:0 0 8px;font-weight:600}
    dl{display:grid;grid-template-columns:auto 1fr;gap:3px 12px;margin:0;font:12px ui-monospace,Menlo,monospace}dt{color:var(--muted)}dd{margin:0;word-break:break-all}
    .hint{color:var(--muted);margin:0}
    ol{list-style:none;margin:0;padding:0;max-height:42vh;overflow:auto;font:12px ui-monospace,Menlo,monospace}
    ol li{padding:3px 6px;border-radius:4px;cursor:default;display:flex;justify-content:space-between;gap:8px}ol li span{color:var(--muted)}
    ol li.on{background:var(--accent);color:#fff}ol li.on span{color:#e6f0ff}
    #files{margin:0;padding-left:16px;font:12px ui-monospace,Menlo,monospace;word-break:break-all}#files a{color:var(--accent)}
    body.index main{display:block;padding:32px}body.index a{color:var(--accent)}
    .scenes{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:16px}.scenes a{display:flex;flex-direction:column;gap:6px;align-items:center;text-decoration:none;font:12px ui-monospace,Menlo,monospace;max-width:180px;word-break:break-all}
    .scenes img{width:160px;height:160px;object-fit:contain;background:var(--stage);border:1px solid var(--line);border-radius:6px}
    .tools{display:flex;gap:8px;align-items:center;order:2;margin-left:auto}.segmented{display:flex}.segmented button{border-radius:0;margin-left:-1px}.segmented button:first-child{border-radius:6px 0 0 6px}.segmented button:last-child{border-radius:0 6px 6px 0}
    .segmented button.on{background:var(--accent);border-color:var(--accent);color:#fff}
    a.button{color:var(--text);background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:4px 10px;text-decoration:none}a.button:hover{border-color:var(--accent)}
    #back{color:var(--accent);text-decoration:none;white-space:nowrap;margin-right:4px}
    #help{position:fixed;right:16px;top:60px;z-index:5;background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:12px 16px;box-shadow:0 6px 24px rgba(0,0,0,.25)}
    #help dl{font:12px/1.5 -apple-system,system-ui,sans-serif}#help dt{font-family:ui-monospace,Menlo,monospace}
    #picture.crisp,#variant.crisp{image-rendering:pixelated}
    """

    static let script = """
    const $=s=>document.querySelector(s);
    let state=null,layout=null,layoutVersion=-1,shownVersion=-1,playing=true,hovered=-1,pinned=-1,animationKey='',playStart=0;
    const form=$('#options'),img=$('#picture'),settings=['scale','time','page','editing','device','appearance','orientation','system','icons','compare','animation'];
    const asked=new URLSearchParams(location.search);let zoom=['1','2'].includes(asked.get('zoom'))?asked.get('zoom'):'fit';
    function query(){const p=new URLSearchParams();const d=new FormData(form);for(const k of settings){const v=d.get(k);if(v)p.set(k,k==='editing'||k==='compare'?'1':v)}return p.toString()}
    const token=document.querySelector('meta[name=sbrender-token]').content;
    // The tab's settings live in its address (shareable, restored on reload), and the server
    // draws this tab's picture and events from them alone: another tab's settings never change it.
    let current='';{const q=new URLSearchParams();for(const k of settings)if(asked.get(k))q.set(k,asked.get(k));current=q.toString()}
    const at=(p,v)=>p+'?'+(current?current+'&':'')+'v='+v;
    function syncURL(){const q=new URLSearchParams(current||(state?stateQuery(state.options):''));if(zoom!=='fit')q.set('zoom',zoom);const t=q.toString();history.replaceState(null,'',location.pathname+(t?'?'+t:''))}
    function stateQuery(o){const q=new URLSearchParams();for(const k of settings){const v=o[k];if(v!=null&&v!==false&&v!=='')q.set(k,v===true?'1':String(v))}return q.toString()}
    form.addEventListener('change',()=>{current=query();syncURL();connect()});
    function setZoom(z,sync=true){zoom=z;document.querySelectorAll('#zoom button').forEach(b=>b.classList.toggle('on',b.dataset.zoom===z));if(state&&state.picture){fit();place()}if(sync)syncURL()}
    document.querySelectorAll('#zoom button').forEach(b=>b.addEventListener('click',()=>setZoom(b.dataset.zoom)));
    $('#help-button').addEventListener('click',()=>{$('#help').hidden=!$('#help').hidden});
    form.addEventListener('submit',e=>e.preventDefault());
    $('#copy').addEventListener('click',async()=>{const t=state?state.command:'';try{await navigator.clipboard.writeText(t)}catch(e){const a=document.createElement('textarea');a.value=t;document.body.append(a);a.select();document.execCommand('copy');a.remove()}$('#copy').textContent='Copied';setTimeout(()=>$('#copy').textContent='Copy command',1200)});
    function setForm(o,p){const f=form.elements;if(p){const sc=p.scene;f.scale.options[0].textContent='scene ('+sc.scale+'×)';f.time.placeholder=String(sc.time);f.page.placeholder=String(sc.page==null?0:sc.page);const fixed=sc.editing&&!o.editing;f.editing.disabled=fixed;f.editing.title=fixed?'the scene sets editing':''}if(document.activeElement&&form.contains(document.activeElement))return;f.scale.value=o.scale==null?'':String(o.scale);f.time.value=o.time==null?'':o.time;f.page.value=o.page==null?'':o.page;f.editing.checked=!!o.editing||!!(p&&p.scene.editing);f.device.value=o.device||'';f.appearance.value=o.appearance||'';f.orientation.value=o.orientation||'';f.system.value=o.system||'';f.icons.value=o.icons||'';f.compare.checked=!!o.compare;f.animation.value=o.animation||'';if(p){f.device.options[0].textContent='scene ('+(p.scene.device||'default')+')';f.appearance.options[0].textContent='scene ('+(p.scene.appearance||'light')+')';if(p.scene.system)f.system.options[0].textContent='scene ('+p.scene.system+')';if(p.scene.icons)f.icons.options[0].textContent='scene ('+p.scene.icons+')'}}
    function setAnimations(names,chosen){const sel=$('#animation-choice');const want=['']+names.join(',');if(sel.dataset.names!==want){sel.dataset.names=want;sel.innerHTML='<option value="">none</option>'+names.map(n=>`<option value="${n}">${n==='timeline'?'scene timeline':n}</option>`).join('')}sel.value=chosen||''}
    function apply(s){
      state=s;document.body.dataset.version=s.version;
      const dot=$('#status');dot.className='dot'+(s.error?' error':s.drawing?' drawing':'');dot.title=s.error?'error':s.drawing?'drawing':'live';
      $('#command').textContent=s.command;setAnimations(s.animations,s.options.animation);setForm(s.options,s.picture);
      const home=!!(s.picture&&s.picture.layout==='homescreen');$('#page-field').hidden=!(s.picture&&(s.picture.layout==='springboard'||home));$('#device-field').hidden=!home&&!s.options.device;$('#appearance-field').hidden=!home&&!s.options.appearance;for(const k of ['orientation','system','icons'])$('#'+k+'-field').hidden=!home&&!s.options[k];$('#compare-field').hidden=!home;
      const vb=$('#variant-box');vb.hidden=!s.variant;if(s.variant){const v=$('#variant');if(!v.src.endsWith(at('variant.png',s.variant.version)))v.src=at('variant.png',s.variant.version);vb.lastChild.textContent=s.variant.appearance}
      const base=document.body.dataset.name.replace(/[.]json$/,'');if(s.picture){$('#download').href=at('picture.png',s.picture.version);$('#download').download=base+'.png'}
      const err=$('#error');if(s.error){err.hidden=false;$('#error-where').textContent=[s.error.keyPath,s.error.line!=null?'line '+s.error.line+(s.error.column!=null?', column '+s.error.column:''):null].filter(Boolean).join(' · ')||'scene';$('#error-text').textContent=s.error.text}else err.hidden=true;
      $('#empty').hidden=!!s.picture||!!s.error;if(!s.picture&&s.error)$('#empty').hidden=true;
      if(s.picture)fit();if(s.picture&&s.picture.version!==shownVersion){shownVersion=s.picture.version;if(!s.options.animation||!s.animation.ready)img.src=at('picture.png',s.picture.version);loadLayout(s.picture.version)}
      const a=s.animation,player=$('#player');player.hidden=!a.name;
      if(a.name){const key=a.name+'@'+s.version;const sc=$('#scrubber');
        const ap=$('#download-apng');ap.hidden=!a.ready;if(a.ready){ap.href=at('animation.png',s.version);ap.download=base+'-'+a.name+'.png'}
        if(a.ready){if(animationKey!==a.name+'#'+s.picture.version){animationKey=a.name+'#'+s.picture.version;sc.max=a.frames-1;if(playing)img.src=at('animation.png',s.version);else showFrame(+sc.value)}$('#frame-label').textContent=playing?`${a.frames} frames · ${a.fps} fps`:label(+sc.value)}
        else{$('#frame-label').textContent=a.frames?`drawing ${a.done}/${a.frames}`:'drawing…'}}
      else{animationKey='';$('#download-apng').hidden=true}
      syncURL()
      const files=$('#files');files.innerHTML='';for(const f of s.files){const li=document.createElement('li');if(f.href){const l=document.createElement('a');l.href='files/'+f.href.split('/').map(encodeURIComponent).join('/');l.textContent=f.path;l.target='_blank';li.append(l)}else li.textContent=f.path;files.append(li)}
    }
    function label(k){const a=state.animation;return `frame ${k+1}/${a.frames} · ${(k/a.fps).toFixed(2)} s`}
    function showFrame(k){img.src=at('frames/'+k+'.png',state.version);$('#frame-label').textContent=label(k);loadFrameLayout(k,state.version)}
    async function loadFrameLayout(k,v){const r=await fetch(at('frames/'+k+'.json',v));if(!r.ok||playing||+$('#scrubber').value!==k)return;layout=await r.json();drawList();place()}
    img.addEventListener('load',()=>{if(img.src.includes('animation.png'))playStart=performance.now()});
    $('#play').addEventListener('click',()=>{if(playing&&state&&state.animation.ready){const a=state.animation;$('#scrubber').value=Math.floor((performance.now()-playStart)/1000*a.fps)%a.frames}playing=!playing;$('#play').textContent=playing?'Pause':'Play';animationKey='';if(state){if(playing&&state.picture){layoutVersion=-1;loadLayout(state.picture.version)}apply(state)}});
    $('#scrubber').addEventListener('input',e=>{if(playing){playing=false;$('#play').textContent='Play'}if(state&&state.animation.ready)showFrame(+e.target.value)});
    async function loadLayout(v){const r=await fetch(at('layout.json',v));if(!r.ok)return;const j=await r.json();if(v<layoutVersion)return;layoutVersion=v;layout=j;drawList();place()}
    const fmt=n=>Math.round(n*100)/100;
    function name(e){return e.category==='cell'?`item ${e.section}.${e.item}`:`${e.kind||e.category} ${e.section}.${e.item}`}
    function drawList(){const ol=$('#elements');ol.innerHTML='';$('#count').textContent=layout.elements.length;layout.elements.forEach((e,i)=>{const li=document.createElement('li');li.innerHTML=`<b></b><span></span>`;li.firstChild.textContent=name(e);li.lastChild.textContent=`${fmt(e.frame.width)}×${fmt(e.frame.height)}`;li.onmouseenter=()=>{hovered=i;show()};li.onmouseleave=()=>{hovered=-1;show()};li.onclick=()=>{pinned=pinned===i?-1:i;show()};ol.append(li)});show()}
    // CSS pixels per picture pixel: fit the stage (at most one CSS pixel per point), or 1:1 and 2:1 in screen pixels, crisp.
    function fit(){const p=state.picture,st=$('#stage'),two=!!state.variant,w=(st.clientWidth-48-(two?16:0))/(two?2:1),h=st.clientHeight-($('#player').hidden?90:130)-($('#error').hidden?0:$('#error').offsetHeight+10);const k=zoom==='fit'?Math.max(0.05,Math.min(1/p.scale,w/p.width,h/p.height)):+zoom/devicePixelRatio;img.style.width=Math.round(p.width*k)+'px';img.style.height=Math.round(p.height*k)+'px';img.classList.toggle('crisp',k*devicePixelRatio>=1.5);const v=$('#variant');v.style.width=img.style.width;v.style.height=img.style.height;v.classList.toggle('crisp',k*devicePixelRatio>=1.5)}
    function place(){if(!state||!state.picture)return;const p=state.picture,w=img.clientWidth,k=w/p.canvas[0];const o=$('#overlay');o.style.width=img.clientWidth+'px';o.style.height=img.clientHeight+'px';$('#outlines').style.transform=`scale(${k})`;show()}
    function show(){const box=$('#outlines');box.innerHTML='';const i=hovered>=0?hovered:pinned;document.querySelectorAll('#elements li').forEach((li,j)=>li.classList.toggle('on',j===i));const dl=$('#details');
      if(!layout||i<0||!layout.elements[i]){dl.innerHTML='';$('.hint').hidden=false;return}$('.hint').hidden=true;
      const e=layout.elements[i],p=state.picture,o=layout.contentOffset;const d=document.createElement('div');d.className='outline';
      d.style.left=(p.view[0]+e.frame.x-o.x)+'px';d.style.top=(p.view[1]+e.frame.y-o.y)+'px';d.style.width=e.frame.width+'px';d.style.height=e.frame.height+'px';
      const t=e.transform;if(t.some((v,j)=>v!==[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1][j]))d.style.transform=`matrix3d(${t.join(',')})`;box.append(d);
      const rows=[['index path',`[${e.section}, ${e.item}]`],['category',e.kind?`${e.category} (${e.kind})`:e.category],['frame',`(${fmt(e.frame.x)}, ${fmt(e.frame.y)}) ${fmt(e.frame.width)}×${fmt(e.frame.height)}`],['center',`(${fmt(e.center.x)}, ${fmt(e.center.y)})`],['transform',t.every((v,j)=>v===[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1][j])?'identity':`[${t.map(fmt).join(', ')}]`],['alpha',fmt(e.alpha)],['zIndex',e.zIndex],['hidden',e.hidden]];
      if(e.quiverAngle)rows.push(['quiver angle',fmt(e.quiverAngle)]);dl.innerHTML='';for(const[k,v]of rows){const dt=document.createElement('dt');dt.textContent=k;const dd=document.createElement('dd');dd.textContent=v;dl.append(dt,dd)}}
    function hit(ev){if(!layout||!state.picture)return-1;const r=img.getBoundingClientRect(),p=state.picture,k=r.width/p.canvas[0],x=(ev.clientX-r.left)/k,y=(ev.clientY-r.top)/k,o=layout.contentOffset;let best=-1,bz=-Infinity;
      layout.elements.forEach((e,i)=>{const ex=p.view[0]+e.frame.x-o.x,ey=p.view[1]+e.frame.y-o.y;if(x>=ex&&x<ex+e.frame.width&&y>=ey&&y<ey+e.frame.height&&e.zIndex>=bz){bz=e.zIndex;best=i}});return best}
    img.addEventListener('mousemove',ev=>{const i=hit(ev);if(i!==hovered){hovered=i;show()}});
    img.addEventListener('mouseleave',()=>{hovered=-1;show()});img.addEventListener('click',ev=>{pinned=hit(ev);show()});
    img.addEventListener('load',place);window.addEventListener('resize',()=>{if(state&&state.picture){fit();place()}});
    document.addEventListener('keydown',e=>{if((e.target.closest&&e.target.closest('input,select,textarea,button'))||e.metaKey||e.ctrlKey||e.altKey||!state)return;const a=state.animation,sc=$('#scrubber');
      if(e.key===' '&&a.ready){$('#play').click();e.preventDefault()}
      else if((e.key==='ArrowLeft'||e.key==='ArrowRight')&&a.ready){if(playing)$('#play').click();sc.value=Math.max(0,Math.min(a.frames-1,+sc.value+(e.key==='ArrowLeft'?-1:1)));showFrame(+sc.value);e.preventDefault()}
      else if((e.key==='['||e.key===']')&&!$('#page-field').hidden){const f=form.elements.page,now=f.value!==''?+f.value:(state.picture.scene.page||0);f.value=Math.max(0,now+(e.key==='['?-1:1));form.dispatchEvent(new Event('change'))}
      else if(e.key==='0'||e.key==='1'||e.key==='2')setZoom(e.key==='0'?'fit':e.key);
      else if(e.key==='?')$('#help').hidden=!$('#help').hidden;else if(e.key==='Escape')$('#help').hidden=true});
    setZoom(zoom,false);
    // One event stream, for this tab's settings; a change of settings follows a new one.
    let es=null;
    function connect(){if(es)es.close();shownVersion=-1;layoutVersion=-1;animationKey='';const q=current?current+'&token='+encodeURIComponent(token):'';const mine=es=new EventSource('events'+(q?'?'+q:''));es.onmessage=m=>{if(es===mine)apply(JSON.parse(m.data))};es.onerror=()=>{if(es===mine){$('#status').className='dot offline';$('#status').title='reconnecting'}}}
    connect();
    """
}
