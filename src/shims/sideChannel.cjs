'use strict';

/**
 * The side channel qs keeps while it parses and stringifies (its cycle check), for the console's build
 * (scripts/buildShims.ts): the same get, set, has, delete and assert over a WeakMap for objects and a Map for
 * anything else, without the package's intrinsics lookup and its object inspector (about 60 KB of script) that
 * only word the error of a failed `assert`, which qs never calls.
 */
module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var others = new Map();
  var store = function (key) {
    return key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : others;
  };
  var channel = {
    assert: function (key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: function (key) {
      return store(key).delete(key);
    },
    get: function (key) {
      return store(key).get(key);
    },
    has: function (key) {
      return store(key).has(key);
    },
    set: function (key, value) {
      store(key).set(key, value);
    },
  };
  return channel;
};
