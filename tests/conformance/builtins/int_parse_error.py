lines = ["apples,3", "pears,12", "plums,4", "figs,2.5", "kiwis,7"]
total = 0
for line in lines:
    name, qty = line.split(",")
    print("parsing", name, repr(qty))
    total += int(qty)
    print("running total", total)
print("never reached", total)
