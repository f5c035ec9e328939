/// The page's script, served by the library at ``WebAssets/scriptPath``: no build step, no
/// CDN, no framework. It opens the socket, sends events and keys, applies patches with a
/// morph that keeps focus, the caret, what the user is typing and scroll, follows the model's
/// address with `pushState`/`replaceState`, reconnects with backoff and jitter, and reloads
/// when the server runs a new version.
///
/// The body has the class `live` from the server's first answer on a socket until the socket
/// closes (then `disconnected`), the class `navigating` while a history move of the server's
/// own is on its way, and the document receives a `cairn:applied` event after each message is
/// applied: what tests and benchmarks wait on.
public enum ClientScript {
  /// The script's text.
  public static let source = #"""
    "use strict";
    (() => {
      const root = document.getElementById("app");
      const body = document.body;
      if (!root) return;
      const data = body.dataset;
      const storageKey = "cairn-session:" + data.app;
      let session = data.session;
      const previous = sessionStorage.getItem(storageKey);
      sessionStorage.setItem(storageKey, session);
      let socket = null;
      let sequence = 0;
      let acknowledged = 0;
      let attempts = 0;
      let waitingTimer = null;
      let ignoredPops = 0;
      let historyIndex = (history.state && history.state.i) || 0;
      history.replaceState({ i: historyIndex }, "", location.href);
      const debounced = new Map();

      function send(message) {
        if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
      }

      function connect() {
        const scheme = location.protocol === "https:" ? "wss://" : "ws://";
        socket = new WebSocket(scheme + location.host + data.socket);
        socket.onopen = () => {
          attempts = 0;
          body.classList.remove("disconnected");
          send({ t: "join", session: session, previous: previous, url: here(), version: data.version,
                 i: historyIndex });
        };
        socket.onmessage = (event) => receive(JSON.parse(event.data));
        socket.onclose = () => {
          body.classList.remove("live");
          body.classList.add("disconnected");
          attempts += 1;
          const delay = Math.min(30000, 500 * 2 ** Math.min(attempts, 6));
          setTimeout(connect, delay / 2 + Math.random() * delay / 2);
        };
      }

      function here() { return location.pathname + location.search; }

      function receive(message) {
        if (message.t === "reload") {
          body.classList.add("reloading");
          setTimeout(() => location.reload(), 300);
          return;
        }
        if (message.t === "page") {
          body.classList.add("live");
          session = message.session;
          sessionStorage.setItem(storageKey, session);
          const next = parse(message.html)[0];
          if (next) morph(document.getElementById("app"), next);
        } else if (message.t === "patch") {
          for (const operation of message.ops) apply(operation);
          acknowledged = Math.max(acknowledged, message.ack || 0);
          if (acknowledged >= sequence) stopWaiting();
        }
        if (message.nav) navigate(message.nav);
        if (message.title) document.title = message.title;
        settle();
        document.dispatchEvent(new CustomEvent("cairn:applied", { detail: { ack: acknowledged } }));
      }

      // history.go() is asynchronous: an entry pushed before its popstate arrived would land
      // on the entry being left. What the server says meanwhile waits for that popstate.
      const waitingNavigations = [];

      // The body has the class `navigating` while a move of the server's own is on its way
      // through the history: a test presses back only once it is gone.
      function markNavigating() {
        body.classList.toggle("navigating", ignoredPops > 0 || waitingNavigations.length > 0);
      }

      function navigate(nav) {
        if (ignoredPops > 0) { waitingNavigations.push(nav); markNavigating(); return; }
        historyIndex = nav.i;
        if (nav.k === "push") {
          history.pushState({ i: nav.i }, "", nav.url);
        } else if (nav.k === "replace") {
          history.replaceState({ i: nav.i }, "", nav.url);
        } else if (nav.k === "back") {
          ignoredPops += 1;
          pendingReplace = nav;
          history.go(-nav.n);
          markNavigating();
          // A go() with no entry that far back fires no popstate: stop waiting after a second
          // (unless its popstate came first: then the timer is cleared, and a later move keeps
          // its own second).
          clearTimeout(backTimer);
          backTimer = setTimeout(() => {
            if (ignoredPops === 0) return;
            ignoredPops = 0;
            if (pendingReplace) history.replaceState({ i: pendingReplace.i }, "", pendingReplace.url);
            pendingReplace = null;
            while (ignoredPops === 0 && waitingNavigations.length > 0) navigate(waitingNavigations.shift());
            markNavigating();
          }, 1000);
        }
      }
      let pendingReplace = null;
      let backTimer = null;

      window.addEventListener("popstate", (event) => {
        if (ignoredPops > 0) {
          ignoredPops -= 1;
          if (ignoredPops === 0) clearTimeout(backTimer);
          if (pendingReplace) history.replaceState({ i: pendingReplace.i }, "", pendingReplace.url);
          pendingReplace = null;
          while (ignoredPops === 0 && waitingNavigations.length > 0) navigate(waitingNavigations.shift());
          markNavigating();
          return;
        }
        const index = (event.state && event.state.i) || 0;
        historyIndex = index;
        flushInputs();
        sequence += 1;
        send({ t: "pop", q: sequence, url: here(), i: index });
      });

      // Finds a patch's element: the keyed ancestor, then element children by index.
      function target(key, path) {
        let element = key === "app" ? document.getElementById("app")
          : document.querySelector('[data-key="' + CSS.escape(key) + '"]');
        for (const index of path) {
          if (!element) return null;
          element = element.children[index];
        }
        return element;
      }

      function apply([kind, key, path, argument]) {
        const element = target(key, path);
        if (!element) return;
        if (kind === "a") {
          for (const [name, value] of Object.entries(argument)) setAttribute(element, name, value);
        } else if (kind === "t") {
          if (isField(element)) { if (document.activeElement !== element) element.value = argument; }
          else element.textContent = argument;
        } else if (kind === "h") {
          const holder = element.cloneNode(false);
          for (const child of parse(argument)) holder.appendChild(child);
          morphChildren(element, holder);
        } else if (kind === "r") {
          const next = parse(argument)[0];
          if (next) morph(element, next);
        } else if (kind === "k") {
          reorder(element, argument);
        }
      }

      function isField(element) {
        return element.tagName === "INPUT" || element.tagName === "TEXTAREA" || element.tagName === "SELECT";
      }

      // Attributes the script keeps itself: a modal dialog's `open`, what lies under a modal.
      function clientOwned(element, name) {
        return name === "inert" || (name === "open" && element.tagName === "DIALOG" && element.dataset.dialog !== undefined);
      }

      function setAttribute(element, name, value) {
        if (clientOwned(element, name)) return;
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
        if (name === "value" && isField(element) && document.activeElement !== element) element.value = value === null ? "" : value;
        if (name === "checked") element.checked = value !== null;
      }

      function reorder(parent, items) {
        const existing = new Map();
        for (const child of Array.from(parent.children)) existing.set(child.dataset.key, child);
        const wanted = [];
        for (const item of items) {
          if (typeof item === "string") { const child = existing.get(item); if (child) wanted.push(child); }
          else wanted.push(...parse(item.n));
        }
        const keep = new Set(wanted);
        for (const child of Array.from(parent.children)) if (!keep.has(child)) child.remove();
        wanted.forEach((child, index) => {
          if (parent.children[index] !== child) parent.insertBefore(child, parent.children[index] || null);
        });
      }

      function parse(html) {
        const template = document.createElement("template");
        template.innerHTML = html;
        return Array.from(template.content.childNodes);
      }

      // Makes `from` look like `to`, keeping elements (and so focus, caret and scroll).
      function morph(from, to) {
        if (from.nodeType !== to.nodeType || from.nodeName !== to.nodeName ||
            (from.dataset && to.dataset && from.dataset.key !== to.dataset.key)) {
          from.replaceWith(to);
          return;
        }
        if (from.nodeType === Node.TEXT_NODE) {
          if (from.data !== to.data) from.data = to.data;
          return;
        }
        if (from.nodeType !== Node.ELEMENT_NODE) return;
        for (const attribute of Array.from(from.attributes)) {
          if (clientOwned(from, attribute.name)) continue;
          if (!to.hasAttribute(attribute.name)) setAttribute(from, attribute.name, null);
        }
        for (const attribute of Array.from(to.attributes)) {
          if (from.getAttribute(attribute.name) !== attribute.value) setAttribute(from, attribute.name, attribute.value);
        }
        if (from.tagName === "TEXTAREA") {
          if (document.activeElement !== from && from.value !== to.textContent) from.value = to.textContent;
          return;
        }
        morphChildren(from, to);
      }

      function morphChildren(from, to) {
        const next = Array.from(to.childNodes);
        const keyed = new Map();
        for (const child of Array.from(from.childNodes)) {
          if (child.dataset && child.dataset.key) keyed.set(child.dataset.key, child);
        }
        let index = 0;
        for (const wanted of next) {
          const key = wanted.dataset && wanted.dataset.key;
          let current = from.childNodes[index];
          if (key && keyed.has(key) && keyed.get(key) !== current) {
            current = keyed.get(key);
            from.insertBefore(current, from.childNodes[index] || null);
          }
          if (current) morph(current, wanted);
          else from.appendChild(wanted);
          index += 1;
        }
        while (from.childNodes.length > next.length) from.lastChild.remove();
      }

      // After every change: open new dialogs as modal, make what lies under the top modal inert,
      // and move focus into a modal that just appeared.
      function settle() {
        for (const dialog of document.querySelectorAll("dialog[data-dialog]")) {
          if (!dialog.open) { try { dialog.showModal(); } catch (error) { dialog.setAttribute("open", ""); } }
        }
        const modals = Array.from(root.querySelectorAll(":scope > .sheet, :scope > dialog"));
        const top = modals[modals.length - 1];
        for (const child of Array.from(document.getElementById("app").children)) {
          const below = top && child !== top && !child.classList.contains("toasts");
          if (below) child.setAttribute("inert", ""); else child.removeAttribute("inert");
        }
        if (top && !top.contains(document.activeElement)) {
          const first = top.querySelector("button:not(.backdrop), input, textarea, select, a[href]");
          if (first) first.focus();
        }
      }

      function startWaiting() {
        if (waitingTimer) return;
        waitingTimer = setTimeout(() => body.classList.add("waiting"), 150);
      }

      function stopWaiting() {
        clearTimeout(waitingTimer);
        waitingTimer = null;
        body.classList.remove("waiting");
      }

      function screenOf(element) {
        const screen = element.closest("[data-screen]");
        return screen ? Number(screen.dataset.screen) : null;
      }

      function sendEvent(kind, element, fields) {
        sequence += 1;
        startWaiting();
        const attribute = "on" + kind.charAt(0).toUpperCase() + kind.slice(1);
        send({ t: "ev", q: sequence, k: kind, a: element.dataset[attribute], v: element.dataset.value,
               s: screenOf(element), f: fields || {} });
      }

      document.addEventListener("click", (event) => {
        const element = event.target.closest("[data-on-click]");
        if (!element || element.disabled) return;
        event.preventDefault();
        flushInputs();
        sendEvent("click", element);
      });

      function sendInput(element) {
        debounced.delete(element);
        sendEvent("input", element, { [element.name || "value"]: element.value });
      }

      // Typing waits for a pause before it is sent; anything else the user does sends what was
      // typed first, so a button pressed right after typing acts on every character.
      function flushInputs() {
        for (const [element, timer] of Array.from(debounced.entries())) {
          clearTimeout(timer);
          sendInput(element);
        }
      }

      document.addEventListener("input", (event) => {
        const element = event.target.closest("[data-on-input]");
        if (!element) return;
        clearTimeout(debounced.get(element));
        debounced.set(element, setTimeout(() => sendInput(element), 150));
      });

      document.addEventListener("change", (event) => {
        const element = event.target.closest("[data-on-change]");
        if (!element) return;
        const value = element.type === "checkbox" ? String(element.checked) : element.value;
        flushInputs();
        sendEvent("change", element, { [element.name || "value"]: value });
      });

      document.addEventListener("submit", (event) => {
        const form = event.target.closest("form[data-on-submit]");
        if (!form) return;
        event.preventDefault();
        flushInputs();
        const fields = {};
        for (const [name, value] of new FormData(form).entries()) {
          if (typeof value === "string") fields[name] = value;
        }
        sendEvent("submit", form, fields);
      });

      document.addEventListener("cancel", (event) => {
        // A dialog's Esc is the user's back: the server decides, the dialog stays until it does.
        if (event.target.tagName === "DIALOG") event.preventDefault();
      }, true);

      document.addEventListener("keydown", (event) => {
        const inField = event.target.closest("input, textarea, select, [contenteditable]");
        const control = event.ctrlKey || event.metaKey;
        if (inField && event.key !== "Escape" && !(control && event.key === "s")) return;
        if (event.altKey || event.key.length > 1 && !["Enter", "Escape", "ArrowUp", "ArrowDown",
            "ArrowLeft", "ArrowRight", "PageUp", "PageDown", "Delete", "Backspace"].includes(event.key)) return;
        if (event.key === "Enter" && event.target.closest("button, a, [data-on-click]")) return;
        if (control && event.key === "s") event.preventDefault();
        if (event.key === "Escape") event.preventDefault();
        flushInputs();
        sequence += 1;
        send({ t: "key", q: sequence, k: event.key, c: control });
      });

      settle();
      connect();
    })();
    """#
}
