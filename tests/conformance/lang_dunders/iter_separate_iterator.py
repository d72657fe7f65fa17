class Playlist:
    def __init__(self, *songs):
        self.songs = list(songs)

    def __iter__(self):
        return PlaylistIterator(self.songs)


class PlaylistIterator:
    def __init__(self, songs):
        self.songs = songs
        self.pos = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.pos >= len(self.songs):
            raise StopIteration
        song = self.songs[self.pos]
        self.pos += 1
        return song


p = Playlist("intro", "verse", "outro")
for a in p:
    for b in p:
        if a < b:
            print(a, "<", b)
print(list(enumerate(p, 1)))
print(sorted(p), dict(zip(p, range(3))))
