# expect: budget | ok
# final_answer() renders repr(x): that rendering must stay under the budget
# (smolvm reports '<repr failed>' when it runs out).
class A:
    def __repr__(self):
        while True:
            pass
final_answer(A())
