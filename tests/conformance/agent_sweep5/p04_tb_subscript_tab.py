# A subscript and a call in a one-line def, each line ending in blanks.
def lookup(d, k): return d[k]   
def run():
	cfg = {"a": 1}
	return lookup(cfg, "b")	
run()
