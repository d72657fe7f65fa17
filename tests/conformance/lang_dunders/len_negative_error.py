class Window:
    def __init__(self, start, end):
        self.start = start
        self.end = end

    def __len__(self):
        return self.end - self.start


windows = [Window(0, 10), Window(5, 7), Window(9, 3)]
for w in windows:
    print(w.start, w.end, len(w))
