/**
 * The public page's reading script (docs/decisions/0053-read-notices.md), under 1 KB: it counts the time the page
 * is visible and the deepest point of the page that was on screen, and on hiding (visibilitychange) or leaving
 * (pagehide) sends the totals so far with the page's visit token by navigator.sendBeacon (a urlencoded form, same
 * origin). No cookie, no storage, nothing about the browser. Without JavaScript the visit is still a view.
 */
export const READ_SCRIPT =
  "(function(){var e=document.getElementById('pp-read'),h=document.documentElement;if(!e||!navigator.sendBeacon)return;" +
  'var n=0,s=0,d=0,v=0;function m(){var t=h.scrollHeight;d=Math.max(d,t?Math.min(100,Math.round(100*(scrollY+innerHeight)/t)):100)}' +
  "function o(){v=document.visibilityState=='visible'?Date.now():0}" +
  'function b(){if(!v||n>19)return;s+=Date.now()-v;v=0;n++;' +
  'navigator.sendBeacon(e.dataset.u,new URLSearchParams({t:e.dataset.t,s:Math.round(s/1e3),d:d}))}' +
  "o();m();addEventListener('scroll',m,{passive:true});" +
  "document.addEventListener('visibilitychange',function(){document.visibilityState=='hidden'?b():o()});" +
  "addEventListener('pagehide',b)})();";

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What a reader's copy of a shared page carries at the end of its body: the visit's token and the script. */
export function readTrailer(beaconUrl: string, token: string): string {
  return `<i id="pp-read" hidden data-u="${attr(beaconUrl)}" data-t="${attr(token)}"></i><script>${READ_SCRIPT}</script>`;
}

/** A rendered page with the trailer put just before </body>: the stored page stays the same for every visitor. */
export function withTrailer(html: string, trailer: string): string {
  if (!trailer) return html;
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + trailer : html.slice(0, end) + trailer + html.slice(end);
}
