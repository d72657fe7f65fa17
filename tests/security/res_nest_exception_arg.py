# expect: error ValueError | error RecursionError
# str(exception) fails while the traceback is printed: still a clean report.
x = []
for i in range(10**5):
    x = [x]
raise ValueError(x)
