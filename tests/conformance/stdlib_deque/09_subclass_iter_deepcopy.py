# A deque subclass that filters what it yields: building, extending,
# copying and adding go through its own __iter__, as CPython does; and a
# deepcopy whose memo answers an int for what it copies.
import copy
from collections import deque

class Visible(deque):
    """Yields only the items that are not marked hidden."""
    def __iter__(self):
        return (x for x in deque.__iter__(self) if not str(x).startswith("_"))

tasks = Visible(["build", "_secret", "test", "_tmp", "ship"])
print(len(tasks), list(tasks))
print(deque(tasks))
print(deque(tasks, maxlen=2))
log = deque(["start"])
log.extend(tasks)
print(log)
log.extendleft(tasks)
print(log)
log += tasks
print(len(log), log[-1])
print(deque(["x"]) + tasks)
print(copy.copy(tasks), tasks.copy(), type(tasks.copy()).__name__)
print(tasks == Visible(["build", "test", "ship"]))

class Tagged(deque):
    pass

t = Tagged([1, 2, 3], maxlen=4)
t.tag = "jobs"
y = copy.deepcopy(t)
print(y, y.tag, y.maxlen, y is t)

class Memo(dict):
    """A memo that answers `replacement` for everything but the deque."""
    def __init__(self, target, replacement):
        super().__init__()
        self.target, self.replacement = target, replacement
    def get(self, key, default=None):
        return default if key == id(self.target) else self.replacement

try:
    copy.deepcopy(t, Memo(t, 5))
except TypeError:
    print("TypeError")

# Extending a subclass instance by itself lists it through its __iter__.
notes = Visible(["a", "_draft", "b"])
notes.extend(notes)
print(list(deque.__iter__(notes)))
notes.extendleft(notes)
notes += notes
print(len(notes), list(notes)[:4])

class Growing(deque):
    def __iter__(self):
        self.append("late")
        return deque.__iter__(self)

g = Growing([1])
g.extend(g)
print(list(deque.__iter__(g)))
