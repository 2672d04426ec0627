import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from './consent.cookie'

// Issue 16: the cookie dialog is every new visitor's first act, and its buttons waited for the
// page's code (≈ 1 s with 4× CPU throttling). This inline script, in the server's HTML, answers
// the two first-view buttons ("Rifiuta tutti", "Accetta tutti") before React has hydrated: it
// writes the cookie, sends the proof to `POST /api/consents`, hides the dialog, lifts the
// background's `inert` and puts the focus at the page's start. `decidedIn` (read by the e2e test)
// is the time from the click to the choice being recorded (cookie written, log sent). Once hydrated it does nothing
// (the consent machine answers), and the machine adopts a decision taken here
// (`consent.adopt`, consent-provider.tsx). Kept small and in plain ES2017: it runs unbundled.

/** Marks the two buttons the script answers: `data-consent-early="accept" | "reject"`. */
export const EARLY_ATTR = 'data-consent-early'
/** Marks the dialog's backdrop and positioner, hidden by the script. */
export const LAYER_ATTR = 'data-consent-layer'
/** Marks the page behind the dialog, `inert` while the first decision is pending. */
export const INERT_ATTR = 'data-consent-inert'
/**
 * Sent on the document once the script has decided: the page's code may already be running
 * (React mounts the dialog before the page is marked hydrated), and its dialog must then adopt
 * the choice, or it stays open behind the hidden layer with the page hidden from assistive
 * technology (`aria-hidden` on everything else).
 */
export const EARLY_EVENT = 'soglia:consent-early'

export const consentEarlyScript = `(function(){
var d=document;
d.addEventListener('click',function(e){
var h=d.documentElement;if(h.dataset.hydrated==='true')return;
var b=e.target&&e.target.closest&&e.target.closest('[${EARLY_ATTR}]');if(!b)return;
e.preventDefault();e.stopImmediatePropagation();
var yes=b.getAttribute('${EARLY_ATTR}')==='accept';
var r=crypto.getRandomValues(new Uint8Array(16));r[6]=(r[6]&15)|64;r[8]=(r[8]&63)|128;
var x=Array.prototype.map.call(r,function(v){return(v+256).toString(16).slice(1)}).join('');
var id=x.slice(0,8)+'-'+x.slice(8,12)+'-'+x.slice(12,16)+'-'+x.slice(16,20)+'-'+x.slice(20);
var v={id:id,analytics:yes,marketing:yes,at:new Date().toISOString()};
d.cookie='${CONSENT_COOKIE}='+encodeURIComponent(JSON.stringify(v))+'; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'');
try{fetch('/api/consents',{method:'POST',keepalive:true,headers:{'content-type':'application/json'},body:JSON.stringify({consent_id:id,analytics:yes,marketing:yes})}).catch(function(){})}catch(_){}
window.__sogliaConsentEarly={decidedIn:performance.now()-e.timeStamp,consent:v};
d.querySelectorAll('[${LAYER_ATTR}]').forEach(function(n){n.style.display='none'});
d.querySelectorAll('[${INERT_ATTR}]').forEach(function(n){n.removeAttribute('inert')});
var s=d.querySelector('a[href="#main"]');if(s)s.focus();
d.dispatchEvent(new Event('${EARLY_EVENT}'));
},true);
})();`
