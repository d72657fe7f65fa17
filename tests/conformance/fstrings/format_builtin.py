print(format(3.14159, ".2f"), format(42, "05d"), format(1234567, ","))
print(format(255, "x"), format(255, "#o"), format("s", ">4"))
print(format(0.5, "%"), format(12, ""), format(1.5))
print("{:>6.2f}".format(2.0), "{:^7}".format("mid"))
vals = [1.5, 22.75, 333.125]
print(" ".join([format(v, "8.2f") for v in vals]))
print(str(12.0), format(12.0, ""), f"{12.0}")
