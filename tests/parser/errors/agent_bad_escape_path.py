path = "C:\Users\name"
