rows = [("apple", 1.5), ("watermelon", 12.25), ("fig", 0.4)]
width = max(len(name) for name, _ in rows) + 2
precision = 2
for name, price in rows:
    print(f"{name:<{width}}|{price:>{width}.{precision}f}|")
for align in "<^>":
    print(f"[{'mid':{align}9}]")
fill = "."
print(f"{'toc':{fill}<20}{7}")
spec = ">8.3f"
print(f"{3.14159:{spec}}")
print(f"{12345.678:{','}.{1}f}")
