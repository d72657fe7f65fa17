print("hello")
print()
print("a", "b", sep=", ", end="\n")
print(*items)
p = print
p("via alias")
print = custom_print
print
x = print
print.__name__
del print
print(f"{x}", file=sys.stderr, flush=True)
