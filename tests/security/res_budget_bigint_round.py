# expect: budget
# args: --max-instructions 1000000
# wall: 1
# Rounding a 300-kbit int to 100000 digits, again and again: each round is
# charged before it runs.
x = 3**200_000
while True:
    round(x, -100000)
