for n in range(3):
    if n % 2:
        print("odd", n)
  print("done")
