# Work out a build order for packages from their dependencies.
from graphlib import TopologicalSorter

deps = {
    "app": ["lib", "utils"],
    "lib": ["core"],
    "utils": ["core", "logging"],
    "tests": ["app", "mock"],
    "logging": [],
}
order = list(TopologicalSorter(deps).static_order())
print("order:", order)
print("core first:", order.index("core") < order.index("lib"))

# Parallel stages: everything that is ready at once.
ts = TopologicalSorter(deps)
ts.prepare()
stage = 1
while ts.is_active():
    ready = ts.get_ready()
    print(f"stage {stage}: {sorted(ready)}")
    ts.done(*ready)
    stage += 1

# Adding nodes one by one, with integers.
ts = TopologicalSorter()
ts.add(3, 2, 1)
ts.add(1, 0)
ts.add(2, 0)
ts.add(4)
print(tuple(ts.static_order()))
print(TopologicalSorter[str])
