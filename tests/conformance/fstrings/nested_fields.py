precision = 3
width = 10
value = 2 / 3
print(f"{value:{width}.{precision}f}|")
print(f"{value:<{width}.{precision - 1}f}|")
for p in range(4):
    print(f"{value:.{p}f}")
fill = "0"
print(f"{'x':{fill}>5}")
