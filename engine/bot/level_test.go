package bot

import "testing"

func TestParseLevel(t *testing.T) {
	tests := []struct {
		in   string
		want Level
		ok   bool
	}{
		{"easy", Easy, true},
		{"Normal", Normal, true},
		{"HARD", Hard, true},
		{" hard ", Hard, true},
		{"", Easy, false},
		{"expert", Easy, false},
		{"1", Easy, false},
	}
	for _, tt := range tests {
		got, err := ParseLevel(tt.in)
		if (err == nil) != tt.ok {
			t.Errorf("ParseLevel(%q) error = %v, want ok %v", tt.in, err, tt.ok)
			continue
		}
		if tt.ok && got != tt.want {
			t.Errorf("ParseLevel(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestLevelNames(t *testing.T) {
	want := []string{"easy", "normal", "hard"}
	levels := Levels()
	if len(levels) != len(want) {
		t.Fatalf("Levels() = %v, want %d levels", levels, len(want))
	}
	for i, l := range levels {
		if got := l.String(); got != want[i] {
			t.Errorf("Levels()[%d].String() = %q, want %q", i, got, want[i])
		}
		back, err := ParseLevel(l.String())
		if err != nil || back != l {
			t.Errorf("ParseLevel(%q) = %v, %v; want %v", l.String(), back, err, l)
		}
	}
	if got := Level(7).String(); got != "level(7)" {
		t.Errorf("Level(7).String() = %q", got)
	}
	if NewElfer(Level(-3), 1).level != Normal {
		t.Errorf("an unknown level should play as normal")
	}
}
