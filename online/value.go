package online

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"

	"elferraus/engine/card"
)

var cardType = reflect.TypeFor[card.Card]()

// Encode writes an engine value (a view, an action) as JSON: structs as
// objects of their exported fields, cards as their numbers. A card is
// written as a number, not in the record notation its MarshalText writes,
// because views and actions hold the empty card (a free place, a draw
// that names no card) that the record notation has no word for. The same
// value always gives the same bytes, so an action is found again by them.
func Encode(v any) ([]byte, error) { return EncodeMasked(v, nil) }

// EncodeMasked is Encode writing every card that keep refuses as the empty
// card (keep nil keeps every card): another seat's action passed on
// without the cards the receiving seat may not see.
func EncodeMasked(v any, keep func(card.Card) bool) ([]byte, error) {
	var b bytes.Buffer
	e := encoder{b: &b, keep: keep}
	if err := e.encode(reflect.ValueOf(v)); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

type encoder struct {
	b    *bytes.Buffer
	keep func(card.Card) bool
}

func (e encoder) encode(v reflect.Value) error {
	b := e.b
	if !v.IsValid() {
		b.WriteString("null")
		return nil
	}
	if v.Type() == cardType {
		c := card.Card(v.Uint())
		if e.keep != nil && c != card.None && !e.keep(c) {
			c = card.None
		}
		b.WriteString(strconv.Itoa(int(c)))
		return nil
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			b.WriteString("null")
			return nil
		}
		return e.encode(v.Elem())
	case reflect.Struct:
		b.WriteByte('{')
		n := 0
		for i := range v.NumField() {
			f := v.Type().Field(i)
			if !f.IsExported() {
				continue
			}
			if n > 0 {
				b.WriteByte(',')
			}
			n++
			b.WriteString(strconv.Quote(f.Name))
			b.WriteByte(':')
			if err := e.encode(v.Field(i)); err != nil {
				return fmt.Errorf("%s: %w", f.Name, err)
			}
		}
		b.WriteByte('}')
		return nil
	case reflect.Slice, reflect.Array:
		// A nil slice and an empty one say the same: no cards.
		b.WriteByte('[')
		for i := range v.Len() {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := e.encode(v.Index(i)); err != nil {
				return err
			}
		}
		b.WriteByte(']')
		return nil
	case reflect.Bool, reflect.String,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		// The plain kinds, without their methods: a value's own text
		// form (a colour's name) is not what a client reads back.
		var x any
		switch v.Kind() {
		case reflect.Bool:
			x = v.Bool()
		case reflect.String:
			x = v.String()
		case reflect.Float32, reflect.Float64:
			x = v.Float()
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			x = v.Uint()
		default:
			x = v.Int()
		}
		data, err := json.Marshal(x)
		if err != nil {
			return err
		}
		b.Write(data)
		return nil
	case reflect.Map:
		if v.IsNil() {
			b.WriteString("null")
			return nil
		}
		// Only the options' maps of strings occur; keys in order.
		data, err := json.Marshal(v.Interface())
		if err != nil {
			return err
		}
		b.Write(data)
		return nil
	}
	return fmt.Errorf("cannot encode a %s", v.Type())
}

// DecodeAs reads data, written by Encode or by a client, as a value of type
// t: every field of t's structs present, no other field, numbers in their
// types' range. A client's action is read this way into the game's own
// action type, for the engine to take or refuse.
func DecodeAs(data []byte, t reflect.Type) (any, error) {
	var x any
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	if err := d.Decode(&x); err != nil {
		return nil, err
	}
	if d.More() {
		return nil, fmt.Errorf("more than one value")
	}
	v := reflect.New(t).Elem()
	if err := decode(x, v); err != nil {
		return nil, err
	}
	return v.Interface(), nil
}

func decode(x any, v reflect.Value) error {
	t := v.Type()
	switch t.Kind() {
	case reflect.Pointer:
		if x == nil {
			return nil
		}
		p := reflect.New(t.Elem())
		if err := decode(x, p.Elem()); err != nil {
			return err
		}
		v.Set(p)
		return nil
	case reflect.Struct:
		m, ok := x.(map[string]any)
		if !ok {
			return fmt.Errorf("%s wants an object", t)
		}
		n := 0
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() {
				continue
			}
			n++
			fx, ok := m[f.Name]
			if !ok {
				return fmt.Errorf("%s lacks %s", t, f.Name)
			}
			if err := decode(fx, v.Field(i)); err != nil {
				return fmt.Errorf("%s: %w", f.Name, err)
			}
		}
		if len(m) != n {
			return fmt.Errorf("%s has %d fields, not %d", t, n, len(m))
		}
		return nil
	case reflect.Slice, reflect.Array:
		a, ok := x.([]any)
		if !ok {
			return fmt.Errorf("%s wants a list", t)
		}
		if t.Kind() == reflect.Array && len(a) != t.Len() {
			return fmt.Errorf("%s holds %d, not %d", t, t.Len(), len(a))
		}
		if t.Kind() == reflect.Slice {
			if len(a) > 256 {
				return fmt.Errorf("a list of %d is too long", len(a))
			}
			v.Set(reflect.MakeSlice(t, len(a), len(a)))
		}
		for i := range a {
			if err := decode(a[i], v.Index(i)); err != nil {
				return err
			}
		}
		return nil
	case reflect.Bool:
		b, ok := x.(bool)
		if !ok {
			return fmt.Errorf("%s wants true or false", t)
		}
		v.SetBool(b)
		return nil
	case reflect.String:
		s, ok := x.(string)
		if !ok {
			return fmt.Errorf("%s wants a string", t)
		}
		v.SetString(s)
		return nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		num, ok := x.(json.Number)
		if !ok {
			return fmt.Errorf("%s wants a number", t)
		}
		i, err := num.Int64()
		if err != nil || v.OverflowInt(i) {
			return fmt.Errorf("%s cannot hold %s", t, num)
		}
		v.SetInt(i)
		return nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		num, ok := x.(json.Number)
		if !ok {
			return fmt.Errorf("%s wants a number", t)
		}
		u, err := strconv.ParseUint(num.String(), 10, 64)
		if err != nil || v.OverflowUint(u) {
			return fmt.Errorf("%s cannot hold %s", t, num)
		}
		v.SetUint(u)
		return nil
	}
	return fmt.Errorf("cannot decode a %s", t)
}
