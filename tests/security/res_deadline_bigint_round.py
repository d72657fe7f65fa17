# expect: deadline
# args: --max-instructions 10000000000 --deadline 1
# wall: 1.2
# round() to a negative number of digits of a 20-Mbit int: a power of ten,
# a division and a multiplication, estimated and checked against the time left.
x = 3**12_600_000
while True:
    round(x, -1000000)
