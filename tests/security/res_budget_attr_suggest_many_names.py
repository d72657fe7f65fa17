# expect: budget
# wall: 5
# enum's frozen helper _attr_suggest (the "Did you mean" of a library
# __getattr__'s AttributeError) stays a module global that a snippet can
# call with a list of its own. Each name was looked for among all those
# before it: a list of 20,000 names cost 200 million comparisons for a
# charge of 5,000 units. Past the 750 names that any suggestion allows
# nothing more is added, and the scans are charged.
import enum

suggest = enum._attr_suggest
names = ["a" * 30 + str(i) for i in range(20000)]
e = AttributeError("x")
while True:
    suggest(e, "a" * 30 + "zz", names)
