class Playlist:
    def __init__(self, *songs):
        self.songs = list(songs)

    def __getitem__(self, index):
        return self.songs[index]

    def __setitem__(self, index, value):
        self.songs[index] = value

    def __delitem__(self, index):
        print("delete", index if not isinstance(index, slice) else (index.start, index.stop, index.step))
        del self.songs[index]

    def __len__(self):
        return len(self.songs)


p = Playlist("a", "b", "c", "d", "e", "f")
del p[0]
print(p.songs)
del p[::2]
print(p.songs)
p[0] = "B!"
p[1:] = ["x", "y"]
print(p.songs, len(p), p[-1])
