# slice.indices works in exact integers: big lengths and steps.
print(slice(0, 2**100).indices(10))
print(slice(-2**100, 2**100, -2**100).indices(10))
print(slice(0, 10).indices(2**100), slice(0, 10).indices(2**63))
print(slice(None, None, -1).indices(2**100))
print(slice(-5, None).indices(2**100))
print(slice(None, None, -2**63).indices(10))
for s, n in [(slice(1.5), 3), (slice(1, 2, 0), 3), (slice(1), -1), (slice(1), 1.0)]:
    try:
        print(s.indices(n))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
