def find_divisor(n):
    for d in range(2, n):
        if n % d == 0:
            print(n, "divisible by", d)
            break
    else:
        print(n, "is prime")

for n in [9, 13, 21, 2, 97]:
    find_divisor(n)
count = 0
while count < 3:
    count += 1
else:
    print("while finished, count =", count)
for x in []:
    print("never")
else:
    print("empty loop else")
