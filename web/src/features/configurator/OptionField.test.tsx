import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionField, TYPING_IDLE_MS } from './OptionField';
import { ConfigurationDetails, cancelDestination } from './ConfiguratorPage';
import type { ScreenOption } from '@quotecraft/rules/configurator';

const base: ScreenOption = {
  ID: 'opt',
  Name: 'opt',
  Caption: 'Option',
  IsRequired: false,
  IsEnabled: true,
  IsVisible: true,
  Value: null,
  DisplayType: 'TextBox',
  DisplayFormat: null,
  AutoContinueMode: 1,
  SelectableValues: [],
  Ranges: [],
};
const values = [
  { Value: 'a', Caption: 'Alpha', IsVisible: true, IsEnabled: true, ImageLink: 'data:image/svg+xml;base64,AAAA' },
  { Value: 'b', Caption: 'Beta', IsVisible: true, IsEnabled: false, ImageLink: null, Reason: 'Beta needs 120 V.' },
  { Value: 'c', Caption: 'Gamma', IsVisible: false, IsEnabled: true, ImageLink: null },
];

function setup(option: Partial<ScreenOption>) {
  const onSend = vi.fn();
  const utils = render(
    <div>
      <OptionField option={{ ...base, ...option }} onSend={onSend} />
      <button type="button">elsewhere</button>
    </div>,
  );
  return { onSend, ...utils };
}

afterEach(() => vi.useRealTimers());

describe('OptionField by display type', () => {
  it('dropdown: lists visible values, marks unavailable ones with their reason, sends on blur in mode 1', async () => {
    const user = userEvent.setup();
    const { onSend } = setup({ DisplayType: 'DropDown', SelectableValues: values, Value: 'a', IsRequired: true });
    const select = screen.getByLabelText(/Option/);
    expect(screen.getByRole('option', { name: 'Beta (unavailable)' })).toHaveAttribute('title', 'Beta needs 120 V.');
    expect(screen.queryByRole('option', { name: 'Gamma' })).toBeNull();
    await user.selectOptions(select, 'b');
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onSend).toHaveBeenCalledWith('opt', 'b');
  });

  it('radio: sends on change in mode 2', async () => {
    const user = userEvent.setup();
    const { onSend } = setup({ DisplayType: 'Radio', SelectableValues: values, Value: 'b', AutoContinueMode: 2 });
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Alpha'));
    expect(onSend).toHaveBeenCalledWith('opt', 'a');
  });

  it('radio and image choices: a choice is sent on change in modes 0 and 1 too, without waiting for the group to lose focus, and once', async () => {
    for (const [DisplayType, AutoContinueMode] of [['Radio', 0], ['Radio', 1], ['ImageChoices', 0]] as const) {
      const user = userEvent.setup();
      const { onSend, unmount } = setup({ DisplayType, SelectableValues: values, Value: 'b', AutoContinueMode });
      await user.click(screen.getByLabelText('Alpha'));
      expect(onSend).toHaveBeenCalledWith('opt', 'a');
      await user.click(screen.getByRole('button', { name: 'elsewhere' }));
      expect(onSend).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it('image choices: show each value image and the unavailable reason', () => {
    const { container } = setup({ DisplayType: 'ImageChoices', SelectableValues: values });
    expect(container.querySelectorAll('img.cfg-choice__image')).toHaveLength(1);
    expect(screen.getByText('Beta').closest('label')).toHaveAttribute('title', 'Beta needs 120 V.');
  });

  it('textbox: sends typed text after 2 seconds idle', () => {
    vi.useFakeTimers();
    const { onSend } = setup({ DisplayType: 'TextBox' });
    fireEvent.change(screen.getByLabelText('Option'), { target: { value: 'Tag 7' } });
    act(() => vi.advanceTimersByTime(TYPING_IDLE_MS - 100));
    expect(onSend).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onSend).toHaveBeenCalledWith('opt', 'Tag 7');
  });

  it('numeric textbox: sends on blur before the idle time, once', () => {
    vi.useFakeTimers();
    const { onSend } = setup({ DisplayType: 'NumericTextBox', DisplayFormat: 'Fraction', Ranges: [{ Min: 10, Max: 39, Increment: 0.25 }] });
    expect(screen.getByText('10 to 39, in steps of 1/4')).toBeInTheDocument();
    const input = screen.getByLabelText('Option');
    fireEvent.change(input, { target: { value: '20 1/4' } });
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(TYPING_IDLE_MS * 2));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('opt', '20 1/4');
  });

  it('typeable dropdown: offers the values and accepts typed text', () => {
    vi.useFakeTimers();
    const { onSend, container } = setup({ DisplayType: 'TypeableDropDown', SelectableValues: values, AutoContinueMode: 2 });
    expect(container.querySelectorAll('datalist option')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Option'), { target: { value: 'RAL 1015' } });
    act(() => vi.advanceTimersByTime(TYPING_IDLE_MS));
    expect(onSend).toHaveBeenCalledWith('opt', 'RAL 1015');
  });

  it('checkbox: sends True/False text on change in mode 2', async () => {
    const user = userEvent.setup();
    const { onSend } = setup({ DisplayType: 'CheckBox', Value: 'False', AutoContinueMode: 2 });
    await user.click(screen.getByLabelText('Option'));
    expect(onSend).toHaveBeenCalledWith('opt', 'True');
  });

  it('numeric control: steps within the default range of 0 to 1 by 0.1', async () => {
    const user = userEvent.setup();
    const { onSend } = setup({ DisplayType: 'NumericControl', Value: '0.5', AutoContinueMode: 2 });
    await user.click(screen.getByRole('button', { name: 'Increase Option' }));
    expect(onSend).toHaveBeenCalledWith('opt', '0.6');
    expect(screen.getByRole('slider')).toHaveAttribute('max', '1');
  });

  it('shows a required asterisk, the error and a disabled option with its reason', () => {
    render(<OptionField option={{ ...base, IsRequired: true, IsEnabled: false, Reason: 'Only with arm mounts.' }} error="This field is required." onSend={() => {}} />);
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.');
    expect(screen.getByLabelText(/Option/)).toBeDisabled();
    expect(screen.getByText('Only with arm mounts.')).toBeInTheDocument();
  });
});

describe('configuration details and cancel', () => {
  it('skips rules, renders images and prefixes prices with $', () => {
    render(
      <ConfigurationDetails
        details={[
          { Caption: 'Wattage', Value: '150 W', Type: 1 },
          { Caption: '', Value: '', Type: 3 },
          { Caption: 'Finish swatch', Value: 'data:image/svg+xml;base64,AAAA', Type: 2 },
          { Caption: 'Price', Value: '869.00', Type: 5 },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Configuration Details' })).toBeInTheDocument();
    expect(screen.getByText('$869.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Finish swatch' })).toBeInTheDocument();
    expect(screen.getAllByRole('term')).toHaveLength(3);
  });

  it('goes to /Login, /, the dashboard or the quote', () => {
    expect(cancelDestination(null, '12')).toBe('/Login');
    expect(cancelDestination({ roleLevel: 0 }, '12')).toBe('/');
    expect(cancelDestination({ roleLevel: 1 }, 'new')).toBe('/QuoteDashboard');
    expect(cancelDestination({ roleLevel: 5 }, '12')).toBe('/Quote/12');
  });
});

describe('hidden choices', () => {
  it('lists the choices a rule hides with the reason', () => {
    render(
      <OptionField
        option={{ ...base, DisplayType: 'DropDown', SelectableValues: [...values.slice(0, 2), { ...values[2]!, Reason: 'Only 6 in shafts come in 3/16 in wall.' }] }}
        onSend={() => {}}
      />,
    );
    expect(screen.getByText('1 choice is not offered')).toBeInTheDocument();
    expect(screen.getByText('Gamma: Only 6 in shafts come in 3/16 in wall.')).toBeInTheDocument();
  });
});

describe('hidden options', () => {
  it('lists the options a rule hides on a screen with the reason', async () => {
    const { HiddenOptions } = await import('./ConfiguratorPage');
    render(<HiddenOptions options={[{ ...base, ID: 'arm', Caption: 'Arm Length (in)', IsVisible: false, Reason: "Shown only when mounting == 'arm'" }, base]} />);
    expect(screen.getByText('1 option is not offered')).toBeInTheDocument();
    expect(screen.getByText("Arm Length (in): Shown only when mounting == 'arm'")).toBeInTheDocument();
  });
});
