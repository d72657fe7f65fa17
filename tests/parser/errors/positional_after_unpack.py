f(**k, a)
