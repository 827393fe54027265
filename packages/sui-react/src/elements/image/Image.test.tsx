import { render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderOnServer } from '../../test-utils/server.js';
import { Image, ImageGroup } from './index.js';

let error: MockInstance;
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => error.mockRestore());

const first = (ui: React.ReactElement) => render(ui).container.firstElementChild as HTMLElement;

describe('Image', () => {
  it('is an img with the classes of its variations', () => {
    const img = first(
      <Image src="a.png" alt="A" size="small" avatar bordered circular rounded spaced="left" />,
    );
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', 'a.png');
    expect(img.className.split(' ').sort()).toEqual(
      ['ui', 'small', 'avatar', 'bordered', 'circular', 'rounded', 'left', 'spaced', 'image'].sort(),
    );
    expect(first(<Image alt="" floated="right" verticalAlign="middle" centered fluid />)).toHaveClass(
      'ui right floated middle aligned centered fluid image',
    );
    expect(first(<Image alt="" spaced disabled hidden inline />)).toHaveClass(
      'spaced disabled hidden inline',
    );
    // `hidden` is a class here, not the attribute.
    expect(first(<Image alt="" hidden />)).not.toHaveAttribute('hidden');
  });

  it('leaves out `ui` when asked', () => {
    expect(first(<Image alt="" ui={false} className="extra" />).className).toBe('image extra');
  });

  it('wraps the picture in a div when wrapped, with the picture props on the img', () => {
    const root = first(
      <Image
        wrapped
        size="tiny"
        src="a.png"
        alt="A"
        srcSet="b.png 2x"
        width={10}
        aria-describedby="d"
        id="x"
      />,
    );
    expect(root.tagName).toBe('DIV');
    expect(root).toHaveClass('ui tiny image');
    expect(root).toHaveAttribute('id', 'x');
    expect(root).not.toHaveAttribute('src');
    const img = root.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'a.png');
    expect(img).toHaveAttribute('alt', 'A');
    expect(img).toHaveAttribute('srcset', 'b.png 2x');
    expect(img).toHaveAttribute('width', '10');
    expect(img).toHaveAttribute('aria-describedby', 'd');
    expect(img).not.toHaveClass('image');
  });

  it('is a link holding the picture with href', () => {
    const root = first(<Image href="/x" src="a.png" alt="Home" size="small" />);
    expect(root.tagName).toBe('A');
    expect(root).toHaveAttribute('href', '/x');
    expect(root).toHaveClass('ui small image');
    expect(root.querySelector('img')).toHaveAttribute('alt', 'Home');
    // `as` says the same
    const a = first(<Image as="a" href="/y" src="a.png" alt="" target="_blank" />);
    expect(a.tagName).toBe('A');
    expect(a).toHaveAttribute('target', '_blank');
    expect(a.querySelector('img')).toHaveAttribute('src', 'a.png');
  });

  it('renders another element with `as`', () => {
    const root = first(<Image as="div" src="a.png" alt="A" />);
    expect(root.tagName).toBe('DIV');
    expect(root.querySelector('img')).toHaveAttribute('alt', 'A');
  });

  it('takes children or content in the place of the picture', () => {
    const root = first(
      <Image size="small" src="a.png">
        <span>Not found</span>
      </Image>,
    );
    expect(root.tagName).toBe('DIV');
    expect(root).toHaveClass('ui small image');
    expect(root.querySelector('img')).toBeNull();
    expect(root).not.toHaveAttribute('src');
    expect(root).toHaveTextContent('Not found');
    expect(first(<Image content="Text" />)).toHaveTextContent('Text');
    expect(error).not.toHaveBeenCalled();
  });

  it('takes a label as shorthand: string, object, element, null', () => {
    let root = first(<Image src="a.png" alt="" label="New" />);
    expect(root.tagName).toBe('DIV');
    expect(root.querySelector('.ui.label')).toHaveTextContent('New');
    expect(root.lastElementChild!.tagName).toBe('IMG');
    root = first(<Image src="a.png" alt="" label={{ content: 'Sale', color: 'red', ribbon: true }} />);
    expect(root.querySelector('.ui.label')).toHaveClass('red ribbon');
    root = first(<Image src="a.png" alt="" label={<span className="mine">x</span>} />);
    expect(root.querySelector('.mine')).toHaveTextContent('x');
    root = first(<Image src="a.png" alt="" label={null} />);
    expect(root.tagName).toBe('IMG');
  });

  it('takes a dimmer as shorthand', () => {
    let root = first(<Image src="a.png" alt="" dimmer={{ active: true, content: 'Sold' }} />);
    expect(root.tagName).toBe('DIV');
    const dimmer = root.querySelector('.dimmer')!;
    expect(dimmer).toHaveClass('ui active transition visible dimmer');
    expect(dimmer.querySelector('.content')).toHaveTextContent('Sold');
    root = first(<Image src="a.png" alt="" dimmer="Soon" />);
    expect(root.querySelector('.ui.dimmer')).not.toHaveClass('active');
    root = first(<Image src="a.png" alt="" dimmer={<div className="ui dimmer mine" />} />);
    expect(root.querySelector('.mine')).not.toBeNull();
  });

  it('reports a shorthand of a wrong type', () => {
    first(<Image src="a.png" alt="" label={(() => 'x') as never} />);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('shorthand prop takes a string, number, element or props object'),
    );
  });

  it('forwards its ref to the root element', () => {
    const ref = createRef<HTMLImageElement>();
    render(<Image ref={ref} src="a.png" alt="" />);
    expect(ref.current?.tagName).toBe('IMG');
    const wrapped = createRef<HTMLImageElement>();
    render(<Image ref={wrapped} wrapped src="a.png" alt="" />);
    expect((wrapped.current as HTMLElement | null)?.tagName).toBe('DIV');
  });

  it('reports a picture with no text alternative in development', () => {
    first(<Image src="nothing.png" />);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/Image has no alt text \(src nothing\.png\)/);
    error.mockClear();
    first(<Image wrapped src="wrapped.png" />);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockClear();
    first(<Image src="a.png" alt="" />);
    first(<Image src="a.png" aria-label="A" />);
    first(<Image wrapped src="a.png" alt="A" />);
    first(<Image src="a.png" role="presentation" />);
    expect(error).not.toHaveBeenCalled();
  });

  it('renders on a server with no hooks', () => {
    const html = renderOnServer(<Image src="a.png" alt="A" size="mini" label="L" />);
    expect(html).toContain('class="ui mini image"');
    expect(html).toContain('<img src="a.png" alt="A"/>');
  });
});

describe('Image.Group', () => {
  it('is a div.ui.images with its variations', () => {
    expect(Image.Group).toBe(ImageGroup);
    const root = first(
      <Image.Group size="tiny" circular verticalAlign="middle">
        <Image src="a.png" alt="" />
      </Image.Group>,
    );
    expect(root.tagName).toBe('DIV');
    expect(root).toHaveClass('ui tiny circular middle aligned images');
    expect(root.querySelector('img')).not.toBeNull();
    expect(first(<ImageGroup as="section" content="x" />).tagName).toBe('SECTION');
  });
});
