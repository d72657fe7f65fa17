width = 10
name = "report"
print(f"[{name:>{width}}]")
print(f"[{name:^{width + 4}}]")
print(f"[{name:*<{width}}]")
sep = ","
print(f"{1234567:{sep}}")
print(f"{name:{sep}}")
