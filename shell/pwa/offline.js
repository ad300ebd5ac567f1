/* global document, window, location, caches -- the offline page runs in the browser, outside the bundles' lint settings */
// The offline page's script (a file: the site's Content-Security-Policy allows no other inline script).
// The service worker keeps the signed-in member (/api/user) and their activities (/api/users/<id>/activities)
// in the cache 'afterwork-member' each time they are fetched (network first); sign-out deletes it.
(function () {
  try {
    if (localStorage.getItem('afterwork.textSize') === 'larger') document.documentElement.dataset.textSize = 'larger';
  } catch {
    // storage disabled: the normal size
  }
  document.getElementById('again').onclick = function () { location.reload(); };
  var box = document.getElementById('next');
  function say(text) { box.innerHTML = ''; var p = document.createElement('p'); p.textContent = text; box.appendChild(p); }
  function when(a) {
    var opts = { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' };
    try { return new Date(a.startDate).toLocaleString('en-GB', Object.assign({ timeZone: a.timeZone || undefined }, opts)); }
    catch { return new Date(a.startDate).toLocaleString('en-GB', opts); }
  }
  var STATUS = { going: 'Going', maybe: 'Maybe', waitlisted: 'On the waitlist' };
  if (!('caches' in window)) return say('This browser keeps no activities for reading offline.');
  caches.open('afterwork-member').then(function (cache) {
    return cache.match('/api/user').then(function (res) { return res ? res.json() : null; }).then(function (user) {
      if (!user || typeof user.id !== 'number') return null;
      return cache.match('/api/users/' + user.id + '/activities').then(function (res) { return res ? res.json() : null; });
    });
  }).then(function (list) {
    if (!Array.isArray(list)) return say('No activities are saved on this device yet. Sign in and open your dashboard while online, and they will be here next time.');
    var now = Date.now();
    var next = list.filter(function (a) { return a && Date.parse(a.startDate) > now && a.status !== 'not_going'; })
      .sort(function (a, b) { return Date.parse(a.startDate) - Date.parse(b.startDate); }).slice(0, 5);
    if (!next.length) return say('You have no upcoming activities saved on this device.');
    var ul = document.createElement('ul'); ul.className = 'activities';
    next.forEach(function (a) {
      var li = document.createElement('li');
      var h = document.createElement('h3'); h.textContent = a.title; li.appendChild(h);
      var p1 = document.createElement('p'); p1.textContent = when(a); li.appendChild(p1);
      var p2 = document.createElement('p');
      p2.textContent = (a.isVirtual ? 'Online' : a.location || 'Place to be confirmed') + (STATUS[a.status] ? ' · ' + STATUS[a.status] : '');
      li.appendChild(p2);
      ul.appendChild(li);
    });
    box.innerHTML = ''; box.appendChild(ul);
  }).catch(function () { say('Your saved activities could not be read on this device.'); });
})();
