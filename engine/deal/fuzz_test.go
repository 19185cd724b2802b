package deal

import (
	"strings"
	"testing"
)

// FuzzParse feeds Parse anything: it must never panic, and whatever it
// accepts must be a valid code whose canonical spelling is the input without
// its dashes, spaces, lower case and O/I/L aliases, and parses equal.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "840A", "8417-Y", "82H1-7M", "BCDF-ZZZZ-ZZZZ-ZZZZ-5",
		"84D9-GN1V-MP0W-HFES-F", "8417-Z", "84u7-y", "o4l7 y", "-", strings.Repeat("Z", 30),
		frame(header(1, 0, 4, 0, 1), []byte{7, 3}), frame(header(1, 0, 2, 1, 0), []byte{1})} {
		f.Add(s)
	}
	canon := strings.NewReplacer("-", "", " ", "", "\t", "", "\n", "", "\r", "",
		"O", "0", "I", "1", "L", "1")
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Parse(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("Parse(%q): empty error", s)
			}
			return
		}
		if err := c.Check(); err != nil {
			t.Fatalf("Parse(%q) = %+v, which Check refuses: %v", s, c, err)
		}
		enc, err := Encode(c)
		if err != nil {
			t.Fatalf("Parse(%q) = %+v, which Encode refuses: %v", s, c, err)
		}
		if want := canon.Replace(strings.ToUpper(s)); strings.ReplaceAll(enc, "-", "") != want {
			t.Fatalf("Parse(%q) = %+v re-encodes as %q, not the canonical %q", s, c, enc, want)
		}
		again, err := Parse(enc)
		if err != nil || !again.Equal(c) {
			t.Fatalf("canonical %q of %q parses as %+v, %v; want %+v", enc, s, again, err, c)
		}
	})
}
