# A bounded playlist built on MutableSequence.
from collections.abc import MutableSequence


class Playlist(MutableSequence):
    def __init__(self, songs=(), limit=5):
        self.limit = limit
        self._songs = []
        self.extend(songs)

    def __getitem__(self, i):
        return self._songs[i]

    def __setitem__(self, i, value):
        self._songs[i] = value

    def __delitem__(self, i):
        del self._songs[i]

    def __len__(self):
        return len(self._songs)

    def insert(self, i, value):
        if len(self._songs) >= self.limit:
            raise OverflowError(f"playlist full ({self.limit} songs)")
        self._songs.insert(i, value)

    def __repr__(self):
        return f"Playlist({self._songs})"


p = Playlist(["intro", "verse"])
p.append("chorus")
p += ["bridge"]
print(p, len(p))
p.reverse()
print(p, p.pop(), p.pop(0), p)
p.remove("verse")
print(p, p.index("chorus"), "bridge" in p)
try:
    p.extend(["a", "b", "c", "d", "e"])
except OverflowError as e:
    print("OverflowError", e, p)
p.clear()
print(p, len(p))
try:
    p.remove("ghost")
except ValueError as e:
    print("ValueError", repr(e))
