@property
x = 1
