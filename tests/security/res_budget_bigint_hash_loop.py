# expect: budget
# args: --max-instructions 1000000
# wall: 1
# Hashing a 100-Mbit int reads every limb: each hash is charged, so a loop
# of them cannot run for minutes on a small budget.
x = (1 << 100_000_000) - 1
while True:
    hash(x)
    {x: 1}
