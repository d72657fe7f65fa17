s = "cat"
print(f"[{s:>10}]")
print(f"[{s:<10}]")
print(f"[{s:^10}]")
print(f"[{s:*^11}]")
print(f"[{s:->7}]")
print(f"[{s:.>8}]")
print(f"[{s:2}]")
print(f"[{s:.2}]")
width = 12
print(f"[{s:>{width}}]")
print(f"[{'title':=^{width}}]")
print(f"[{42:*<8}]")
