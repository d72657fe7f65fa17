print("{} + {} = {}".format(2, 3, 5))
print("{0} {1} {0}".format("a", "b"))
print("{name} is {age} years old".format(name="Ana", age=31))
print("{:>8}|{:<8}|{:^8}|".format("r", "l", "c"))
print("{:.3f} {:05d} {:,} {:x}".format(3.14159, 42, 1234567, 255))
print("{:10.2f}|{:<10.1%}|".format(2.5, 0.256))
print("{{literal}} {}".format("x"))
row = "{:<6}{:>6}"
print(row.format("id", "score"))
for i, sc in [(1, 95), (22, 7)]:
    print(row.format(i, sc))
