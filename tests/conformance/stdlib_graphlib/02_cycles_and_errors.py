# Detecting cycles and misuse of the sorter.
from graphlib import TopologicalSorter, CycleError

tasks = {"a": ["b"], "b": ["c"], "c": ["a"], "d": ["a"]}
try:
    list(TopologicalSorter(tasks).static_order())
except CycleError as e:
    msg, cycle = e.args
    print(msg, "->", " -> ".join(cycle))
    print(isinstance(e, ValueError), type(e).__name__, type(e).__module__)

t = TopologicalSorter({1: [1]})
try:
    t.prepare()
except CycleError as e:
    print("self loop:", e)

t = TopologicalSorter({"x": [], "y": ["x"]})
for action in ("get_ready", "done"):
    try:
        getattr(t, action)()
    except ValueError as e:
        print(action, "->", e)
t.prepare()
checks = [lambda: t.prepare(), lambda: t.add("z"), lambda: t.done("nope"), lambda: t.done("y")]
for check in checks:
    try:
        check()
    except ValueError as e:
        print("ValueError:", e)
print(t.get_ready(), bool(t))
t.done("x")
print(t.get_ready(), t.is_active())
t.done("y")
print(t.is_active())
try:
    t.done("y")
except ValueError as e:
    print(e)

raise CycleError("nodes are in a cycle", ["p", "q", "p"])
