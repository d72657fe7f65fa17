# __copy__ and __deepcopy__ hooks, and copying objects that hold shared state.
import copy


class Doc:
    def __init__(self, title, pages, cache):
        self.title = title
        self.pages = pages
        self.cache = cache

    def __copy__(self):
        print("  __copy__ called")
        return Doc(self.title, self.pages, self.cache)

    def __deepcopy__(self, memo):
        print("  __deepcopy__ called")
        return Doc(self.title, copy.deepcopy(self.pages, memo), self.cache)


shared_cache = {"hits": 0}
d = Doc("t", [["p1"]], shared_cache)
c = copy.copy(d)
dc = copy.deepcopy(d)
print(c.pages is d.pages, dc.pages is d.pages, dc.pages[0] is d.pages[0])
print(c.cache is shared_cache, dc.cache is shared_cache)
both = copy.deepcopy([d, d])
print(both[0] is both[1])


class Counter:
    def __init__(self):
        self.n = 0


cnt = Counter()
cnt.n = 5
cc = copy.copy(cnt)
cc.n += 1
print(cnt.n, cc.n, type(cc).__name__)
