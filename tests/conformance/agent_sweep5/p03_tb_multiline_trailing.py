# A multi-line call whose first line ends in blanks and a tab.
def ratio(a, b):
    return a / b

def report(vals):
    out = [ratio(vals[0],  	
                 vals[1])]
    return out

report([1, 0])
