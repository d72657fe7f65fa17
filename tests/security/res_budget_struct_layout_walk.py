# expect: budget
# wall: 5
# struct keeps its native unpack and pack steps (_unpack_items_c,
# _pack_items_c) as module attributes that a snippet can call with a
# layout of its own. Their charge was by the values the layout makes: a
# list of a million pad items (or items of count 0) makes none, and each
# call walked the million items twice for one unit, so the budget never
# stopped the loop. The walk is charged by the layout's length.
import struct

pads = [("x", 1, 0, 1)] * 1000000
empty = [("b", 0, 0, 1)] * 1000000
while True:
    struct._unpack_items_c(pads, True, b"\0", 0)
    struct._pack_items_c(empty, True, True, (), 0)
