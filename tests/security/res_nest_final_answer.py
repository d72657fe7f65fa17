# expect: ok | error
x = []
for i in range(10**5):
    x = [x]
final_answer(x)
