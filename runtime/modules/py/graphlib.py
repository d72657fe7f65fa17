"""Topological sorting of a graph of hashable nodes (CPython 3.11's graphlib
module): TopologicalSorter with add, prepare, get_ready, done, is_active and
static_order, and CycleError. Nodes come out in the order CPython gives
them: ready nodes in the order they became ready, and a cycle reported as
the first one a depth-first walk over the nodes, in insertion order, meets."""

__all__ = ["TopologicalSorter", "CycleError"]

# A node's count of unfinished predecessors, or one of these two states.
_PASSED_OUT = -1
_DONE = -2


class _Node:
    __slots__ = ("node", "waiting", "successors")

    def __init__(self, node):
        self.node = node
        self.waiting = 0
        self.successors = []


class CycleError(ValueError):
    """Raised by TopologicalSorter.prepare when the graph has a cycle; its
    second argument lists the nodes of one cycle, the first node repeated
    at the end."""
    pass


class TopologicalSorter:
    """Provides functionality to topologically sort a graph of hashable nodes"""

    def __init__(self, graph=None):
        self._info = {}
        self._ready = None
        self._npassed = 0
        self._nfinished = 0
        if graph is not None:
            for node, predecessors in graph.items():
                self.add(node, *predecessors)

    def _get(self, node):
        info = self._info.get(node)
        if info is None:
            info = self._info[node] = _Node(node)
        return info

    def add(self, node, *predecessors):
        if self._ready is not None:
            raise ValueError("Nodes cannot be added after a call to prepare()")
        info = self._get(node)
        info.waiting += len(predecessors)
        for p in predecessors:
            self._get(p).successors.append(node)

    def prepare(self):
        if self._ready is not None:
            raise ValueError("cannot prepare() more than once")
        self._ready = [i.node for i in self._info.values() if i.waiting == 0]
        cycle = self._find_cycle()
        if cycle:
            raise CycleError("nodes are in a cycle", cycle)

    def get_ready(self):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        out = tuple(self._ready)
        for node in out:
            self._info[node].waiting = _PASSED_OUT
        self._ready.clear()
        self._npassed += len(out)
        return out

    def is_active(self):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        return self._nfinished < self._npassed or bool(self._ready)

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        for node in nodes:
            info = self._info.get(node)
            if info is None:
                raise ValueError(f"node {node!r} was not added using add()")
            if info.waiting != _PASSED_OUT:
                if info.waiting >= 0:
                    raise ValueError(f"node {node!r} was not passed out (still not ready)")
                raise ValueError(f"node {node!r} was already marked done")
            info.waiting = _DONE
            for s in info.successors:
                sinfo = self._info[s]
                sinfo.waiting -= 1
                if sinfo.waiting == 0:
                    self._ready.append(s)
            self._nfinished += 1

    def _find_cycle(self):
        # Depth-first over the successor lists; `path` is the current walk,
        # `at` each path node's position in it, `pending` the iterators
        # over each path node's remaining successors.
        seen = set()
        for start in self._info:
            if start in seen:
                continue
            path = []
            at = {}
            pending = []
            node = start
            while True:
                if node in seen:
                    if node in at:
                        return path[at[node]:] + [node]
                else:
                    seen.add(node)
                    at[node] = len(path)
                    path.append(node)
                    pending.append(iter(self._info[node].successors))
                # Back up to the deepest path node with a successor left.
                while path:
                    nxt = next(pending[-1], _DONE_MARK)
                    if nxt is not _DONE_MARK:
                        node = nxt
                        break
                    del at[path.pop()]
                    pending.pop()
                else:
                    break
        return None

    def static_order(self):
        self.prepare()
        while self.is_active():
            group = self.get_ready()
            yield from group
            self.done(*group)

    @classmethod
    def __class_getitem__(cls, item):
        import collections.abc
        return type(collections.abc.Iterable[int])(cls, item)


_DONE_MARK = object()
