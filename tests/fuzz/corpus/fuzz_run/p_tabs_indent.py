def f(x):
	if x:
		return 1
	else:
		return 2

class A:
	def m(self):
		pass
