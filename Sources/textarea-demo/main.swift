print("textarea-demo")
