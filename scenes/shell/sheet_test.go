package shell
